# Right: builds a boolean (N, C) mask of the top-k positions with scatter, and reads it at each row's label with an int64 one-hot of width C.
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    in_top = torch.zeros(logits.shape, dtype=torch.bool, device=logits.device).scatter(1, top, True)
    truth = F.one_hot(labels.long(), num_classes=logits.shape[1]).bool()
    return float((in_top & truth).any(dim=1).double().mean())
