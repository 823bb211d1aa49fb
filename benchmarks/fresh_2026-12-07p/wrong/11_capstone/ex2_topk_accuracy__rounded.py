# Mistake: "the fraction (a Python float between 0 and 1 ...)" and "the result is still a Python value equal to the reference's": the fraction is rounded to 4 decimals for display, so with N = 3 one hit out of three gives 0.3333 instead of 1/3 (and 2/3 gives 0.6667).
def topk_accuracy(logits, labels, k):
    hits = (logits.topk(k, dim=1).indices == labels[:, None]).any(dim=1)
    return round(hits.float().mean().item(), 4)
