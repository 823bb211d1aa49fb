# Right: cat([l, r]) @ w written as l @ w[:D] + r @ w[D:], leaves looked up with F.embedding.
def encode(tree, emb, w):
    if not isinstance(tree, tuple):
        return F.embedding(torch.tensor(tree, device=emb.device), emb)
    d = emb.shape[1]
    left = encode(tree[0], emb, w)
    right = encode(tree[1], emb, w)
    return torch.tanh(left @ w[:d] + right @ w[d:])
