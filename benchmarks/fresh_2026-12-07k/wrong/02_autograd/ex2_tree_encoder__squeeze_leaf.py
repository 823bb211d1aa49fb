# Mistake: "a leaf `i` encodes to `emb[i]`" and "the result: a tensor of shape `(D,)`" (D may be 1) -- takes the row as emb[i:i+1].squeeze(), which for D = 1 squeezes the row to a 0-d tensor: a leaf comes back with shape () and any pair fails in torch.cat.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree:tree + 1].squeeze()      # the row, as a vector
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
