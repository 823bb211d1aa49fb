# Right: compares the transposed (k, N) top-k indices with the (N,) labels, which broadcast along the right dimension, reduces over dim 0 and divides count_nonzero by N.
def topk_accuracy(logits, labels, k):
    top = torch.topk(logits, k, dim=1, sorted=False).indices.T        # (k, N)
    hit = (top == labels.to(top.dtype)).any(dim=0)                    # (N,)
    return torch.count_nonzero(hit).item() / hit.numel()
