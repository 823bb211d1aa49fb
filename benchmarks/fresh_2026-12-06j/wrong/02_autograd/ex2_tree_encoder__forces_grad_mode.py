# Mistake: "a caller under torch.no_grad() (the result's requires_grad as the reference's)": the encoder switches grad mode back on inside (to be sure gradients reach w), so a caller under torch.no_grad() still gets a result that requires grad and a graph built.
def encode(tree, emb, w):
    with torch.enable_grad():
        if isinstance(tree, int):
            return emb[tree]
        left, right = tree
        return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
