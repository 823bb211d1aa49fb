# Right: writes the children into a new buffer of emb's dtype and device; slice assignment is recorded by autograd (CopySlices), so gradients reach w and the used rows of emb
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    d = emb.shape[1]
    left = encode(tree[0], emb, w)
    right = encode(tree[1], emb, w)
    buf = emb.new_empty(2 * d)
    buf[:d] = left
    buf[d:] = right
    return torch.tanh(torch.matmul(buf, w))
