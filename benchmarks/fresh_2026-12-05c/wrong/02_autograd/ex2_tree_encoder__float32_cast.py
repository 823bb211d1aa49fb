# Mistake: "`emb` and `w` of the same dtype" (float32 or float64) — casts emb and w to float32, so a float64 model returns float32
def encode(tree, emb, w):
    emb, w = emb.float(), w.float()
    if isinstance(tree, int):
        return emb[tree]
    return torch.tanh(torch.cat([encode(tree[0], emb, w), encode(tree[1], emb, w)]) @ w)
