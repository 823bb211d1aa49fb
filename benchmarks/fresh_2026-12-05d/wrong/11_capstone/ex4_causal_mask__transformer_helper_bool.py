# Mistake: "`True` where query position `i` may attend to key position `j`" — converts nn.Transformer's float mask (0 where allowed, -inf where masked) with .bool(), which maps -inf to True and 0 to False: the mask is inverted
def causal_mask(size, device=None):
    return nn.Transformer.generate_square_subsequent_mask(size, device=device).bool()
