# Mistake: "labels of any integer dtype (int64, int32, uint8)": the true logit is read with gather(1, labels[:, None]), and gather refuses a uint8 index ("Expected dtype int32/int64 for index").
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels[:, None])           # (N, 1)
    better = (logits > true_logit).sum(dim=1)                # classes ranked above the true one
    return (better < k).float().mean().item()
