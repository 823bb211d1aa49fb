# Right: mark the k largest logits of each row in a boolean mask (scatter of topk indices), then gather the mask at each row's label (labels converted to int64 first).
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    mask = torch.zeros(logits.shape, dtype=torch.bool, device=logits.device).scatter(1, top, True)
    hit = mask.gather(1, labels.to(torch.int64).unsqueeze(1)).squeeze(1)
    return hit.sum().item() / hit.numel()
