# Right: marks each row's k largest logits in a boolean mask with scatter, then reads the mask at each row's own label with gather (labels cast to int64 for the index); the mean of the hits as a Python float
def topk_accuracy(logits, labels, k):
    top = torch.topk(logits, k, dim=1).indices
    mask = torch.zeros(logits.shape, dtype=torch.bool, device=logits.device).scatter(1, top, True)
    hits = mask.gather(1, labels.to(torch.int64).unsqueeze(1)).squeeze(1)
    return float(hits.to(torch.float64).mean())
