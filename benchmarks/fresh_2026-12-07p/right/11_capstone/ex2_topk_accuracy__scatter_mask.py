# Right: scatters True into a boolean (N, C) mask at the top-k indices and gathers the mask at each row's label, instead of comparing indices with labels.
def topk_accuracy(logits, labels, k):
    top = torch.topk(logits, k, dim=1).indices
    chosen = torch.zeros(logits.shape, dtype=torch.bool, device=logits.device).scatter_(1, top, True)
    hit = chosen.gather(1, labels.to(torch.int64).view(-1, 1)).squeeze(1)
    return hit.float().mean().item()
