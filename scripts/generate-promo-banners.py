import json, html
C = {
 'membership': ('#012856', '#0a58ca', '#ffb020'),
 'blackfriday': ('#0f172a', '#1e293b', '#ffb020'),
 'blackfriday-b': ('#3b0764', '#6d28d9', '#fde047'),
 'ssl': ('#064e3b', '#047857', '#a7f3d0'),
 'email': ('#7c2d12', '#c2410c', '#fed7aa'),
}
T = {
 'en': {
  'membership': ('50% off your first Membership year', 'Cost-price domains, SSL from $6.99 and 20% off Plesk', 'See the offer'),
  'blackfriday': ('Black Friday: .com for $4.99', 'First year, new registrations, until Friday midnight', 'Grab your .com'),
  'blackfriday-b': ('Hurry, ends Friday: .com $4.99', 'Success with domains starts today for just $4.99', 'Register now'),
  'ssl': ('3 years of SSL for the price of 2', 'For every reseller except Supreme Membership holders', 'Secure a site'),
  'email': ('Email security free for 30 days', 'Then 6.49 euro per domain, cancel any time', 'Start the trial'),
 },
 'es': {
  'membership': ('50 % de descuento en tu primer año de Membresía', 'Dominios a precio de coste, SSL desde 6,29 € y 20 % en Plesk', 'Ver la oferta'),
  'blackfriday': ('Black Friday: .com por 4,49 €', 'Primer año, nuevos registros, hasta el viernes a medianoche', 'Consigue tu .com'),
  'ssl': ('3 años de SSL al precio de 2', 'Para todos los revendedores salvo la Membresía Supreme', 'Protege tu web'),
 },
 'nl': {
  'membership': ('50% korting op je eerste lidmaatschapsjaar', 'Domeinen tegen kostprijs, SSL vanaf € 6,29 en 20% korting op Plesk', 'Bekijk de actie'),
  'blackfriday': ('Black Friday: .com voor € 4,49', 'Eerste jaar, nieuwe registraties, tot vrijdag middernacht', 'Claim je .com'),
  'email': ('E-mailbeveiliging 30 dagen gratis', 'Daarna € 6,49 per domein, altijd opzegbaar', 'Start de proef'),
 },
}
def wrap(text, width):
    words=text.split(); lines=[]; cur=''
    for w in words:
        if len(cur)+len(w)+1>width and cur: lines.append(cur); cur=w
        else: cur=(cur+' '+w).strip()
    lines.append(cur); return lines
def svg(kind, lang, w, h):
    bg1,bg2,acc=C[kind]; title,sub,cta=T[lang][kind]
    square = w==h
    tl = wrap(title, 16 if square else 30)
    sl = wrap(sub, 34 if square else 62)
    fs = 36 if square else 52
    y = 120 if square else 130 - (len(tl)-1)*30
    parts=[f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img" aria-label="{html.escape(title)}">',
     f'<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{bg1}"/><stop offset="1" stop-color="{bg2}"/></linearGradient></defs>',
     f'<rect width="{w}" height="{h}" fill="url(#g)"/>',
     f'<circle cx="{w-60 if not square else w-40}" cy="{h-40}" r="{170 if not square else 130}" fill="{acc}" opacity="0.18"/>',
     f'<circle cx="{w-150 if not square else w-60}" cy="70" r="{90 if not square else 60}" fill="#ffffff" opacity="0.07"/>']
    x = 40 if square else 72
    for i,l in enumerate(tl):
        parts.append(f'<text x="{x}" y="{y+i*fs*1.15:.0f}" font-family="Inter, Arial, sans-serif" font-size="{fs}" font-weight="800" fill="#ffffff">{html.escape(l)}</text>')
    y2 = y + len(tl)*fs*1.15 + 10
    for i,l in enumerate(sl):
        parts.append(f'<text x="{x}" y="{y2+i*30:.0f}" font-family="Inter, Arial, sans-serif" font-size="22" fill="#e2e8f0">{html.escape(l)}</text>')
    y3 = y2 + len(sl)*30 + 24
    cw = 26 + len(cta)*13
    parts.append(f'<rect x="{x}" y="{y3:.0f}" width="{cw}" height="52" rx="26" fill="{acc}"/>')
    parts.append(f'<text x="{x+cw/2:.0f}" y="{y3+34:.0f}" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="21" font-weight="700" fill="#0f172a">{html.escape(cta)}</text>')
    parts.append('</svg>')
    return '\n'.join(parts)+'\n'
for lang, kinds in T.items():
    for kind in kinds:
        for (w,h,suffix) in [(1200,400,'full'),(466,466,'square')]:
            open(f'public/images/promos/{kind}-{lang}-{suffix}.svg','w').write(svg(kind,lang,w,h))
