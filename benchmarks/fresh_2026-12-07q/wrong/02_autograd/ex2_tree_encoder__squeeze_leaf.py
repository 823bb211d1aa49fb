# Mistake: "a leaf `i` encodes to `emb[i]`" and "the result: a tensor of shape `(D,)`" with D ∈ {0, 1, 2, 3}: the leaf row is taken as emb[i:i+1].squeeze(), which for D = 1 is 0-dimensional, so a single leaf returns shape () and a pair raises in torch.cat.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree:tree + 1].squeeze()
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
