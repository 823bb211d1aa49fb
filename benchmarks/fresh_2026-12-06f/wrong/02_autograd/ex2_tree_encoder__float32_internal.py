# Mistake: "dtype `float32` or `float64`" (the result in the inputs' dtype) — converts emb rows and w to float32 "for speed": float64 trees come back float32 and lose precision.
def encode(tree, emb, w):
    if isinstance(tree, tuple):
        left, right = tree
        v = torch.cat([encode(left, emb, w), encode(right, emb, w)])
        return torch.tanh(v @ w.float())
    return emb[tree].float()
