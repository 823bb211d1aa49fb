# Mistake: "labels of any integer dtype (int64, int32, uint8)": the rank is found with logits.gather(1, labels[:, None]), and gather accepts only int32/int64 indices, so uint8 labels raise a RuntimeError ("Expected dtype int32/int64 for index").
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels[:, None])                 # (N, 1)
    rank = (logits > true_logit).sum(dim=1)                        # how many classes beat the true one
    return (rank < k).float().mean().item()
