# Mistake: "the result: a tensor of shape `(D,)`" with "D ∈ {0, 1, 2, 3}": a leaf is taken as emb[i:i+1].squeeze(), which for D = 1 is a 0-d tensor, so a single leaf returns shape () and a pair fails in torch.cat (zero-dimensional tensor cannot be concatenated).
def encode(tree, emb, w):
    if isinstance(tree, tuple):
        left, right = tree
        return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
    return emb[tree:tree + 1].squeeze()
