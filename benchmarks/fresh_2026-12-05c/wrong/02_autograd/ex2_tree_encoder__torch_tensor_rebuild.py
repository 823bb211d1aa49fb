# Mistake: "building a node's input with `torch.tensor(...)` from the children's values (the numbers are right, the graph is gone)" — no gradient reaches emb, and only the top node's w-term
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    left = encode(tree[0], emb, w)
    right = encode(tree[1], emb, w)
    joined = torch.tensor(left.tolist() + right.tolist(), dtype=emb.dtype, device=emb.device)
    return torch.tanh(joined @ w)
