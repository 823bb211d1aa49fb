# Right: nn.Transformer's additive mask is 0.0 exactly where attention is allowed (j <= i) and -inf elsewhere, so `== 0` gives SDPA's boolean convention, on the device it was made on
def causal_mask(size, device=None):
    additive = nn.Transformer.generate_square_subsequent_mask(size, device=device)
    return additive == 0
