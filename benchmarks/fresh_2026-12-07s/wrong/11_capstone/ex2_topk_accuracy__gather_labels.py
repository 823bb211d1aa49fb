# Mistake: "labels of any integer dtype (int64, int32, uint8)" - ranks the true label's logit with logits.gather(1, labels[:, None]), which accepts int32 or int64 indices only, so uint8 labels raise.
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels.unsqueeze(1))
    kth = logits.topk(k, dim=1).values[:, -1:]
    return (true_logit >= kth).float().mean().item()
