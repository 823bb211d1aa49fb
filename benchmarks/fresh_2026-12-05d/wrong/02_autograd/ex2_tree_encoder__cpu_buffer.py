# Mistake: "inputs on an accelerator ... on the same device" and "`emb` and `w` of the same dtype; the result: a tensor of shape `(D,)`" (float64 too) — each node's input is assembled in a preallocated torch.empty(2D) buffer: float32 on the CPU whatever emb is, so float64 inputs are rounded (and the float32 @ float64 product raises) and meta/accelerator inputs cannot be copied in.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    d = emb.shape[1]
    buf = torch.empty(2 * d)
    buf[:d] = encode(tree[0], emb, w)
    buf[d:] = encode(tree[1], emb, w)
    return torch.tanh(buf @ w)
