# Mistake: "the result: a tensor of shape (D,)" (D from 0 to 3): the node product is done as a (1, 2D) row times w, then squeeze() without a dim, so for D = 1 each node becomes a 0-d tensor (the root's shape is () and a deeper tree fails in torch.cat).
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    row = torch.cat([encode(left, emb, w), encode(right, emb, w)]).unsqueeze(0)   # (1, 2D)
    return torch.tanh(row @ w).squeeze()
