# Mistake: "a leaf `i` encodes to `emb[i]`" and "the result: a tensor of shape `(D,)`" — leaves are taken as emb[i:i+1] (shape (1, D)) and concatenated on the last dim, so every result is (1, D).
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree:tree + 1]
    left, right = tree
    both = torch.cat([encode(left, emb, w), encode(right, emb, w)], dim=-1)
    return torch.tanh(both @ w)
