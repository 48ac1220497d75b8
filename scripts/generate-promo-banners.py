import json, html
# Banners carry no price and no percentage: the figures of an offer come from the catalogue and the
# membership facts in the page's currency, in the caption the carousel shows under each banner.
C = {
 'membership': ('#012856', '#0a58ca', '#ffb020'),
 'com-offer': ('#0f172a', '#1e293b', '#ffb020'),
 'com-offer-b': ('#3b0764', '#6d28d9', '#fde047'),
 'ssl': ('#064e3b', '#047857', '#a7f3d0'),
 'email': ('#7c2d12', '#c2410c', '#fed7aa'),
}
T = {
 'en': {
  'membership': ('Basic S: your first Membership year for less', 'Cost-price domains, SSL and Plesk discounts for new Members', 'See the offer'),
  'com-offer': ('Your .com, first year for less', 'New registrations at a promotional price', 'Get your .com'),
  'com-offer-b': ('Start your .com today', 'Success with domains starts with the right name', 'Register now'),
  'ssl': ('3 years of SSL for the price of 2', 'For every reseller except Supreme Membership holders', 'Secure a site'),
  'email': ('Email security free for 30 days', 'Inbound and outbound filtering, cancel any time', 'Start the trial'),
 },
 'es': {
  'membership': ('Basic S: tu primer año de Membresía por menos', 'Dominios a precio de coste y descuentos en SSL y Plesk para nuevos miembros', 'Ver la oferta'),
  'com-offer': ('Tu .com, el primer año por menos', 'Nuevos registros a precio promocional', 'Consigue tu .com'),
  'ssl': ('3 años de SSL al precio de 2', 'Para todos los revendedores salvo la Membresía Supreme', 'Protege tu web'),
 },
 'nl': {
  'membership': ('Basic S: je eerste lidmaatschapsjaar voordeliger', 'Domeinen tegen kostprijs, korting op SSL en Plesk voor nieuwe leden', 'Bekijk de actie'),
  'com-offer': ('Je .com, het eerste jaar voordeliger', 'Nieuwe registraties tegen een actieprijs', 'Claim je .com'),
  'email': ('E-mailbeveiliging 30 dagen gratis', 'Inkomende en uitgaande filtering, altijd opzegbaar', 'Start de proef'),
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
