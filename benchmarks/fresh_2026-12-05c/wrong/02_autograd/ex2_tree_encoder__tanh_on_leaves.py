# Mistake: "a leaf `i` encodes to `emb[i]`" — also squashes leaves with tanh, changing every value
def encode(tree, emb, w):
    if isinstance(tree, int):
        return torch.tanh(emb[tree])
    return torch.tanh(torch.cat([encode(tree[0], emb, w), encode(tree[1], emb, w)]) @ w)
