# Mistake: "a frozen parameter holds no .grad before the call and none after": the gradients are cleared by assigning torch.zeros_like(p) to every parameter, so a frozen weight leaves with a zero .grad instead of None.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = torch.zeros_like(p)                 # a clean slate to accumulate into
    n_total = x.shape[0]
    loss_value = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        share = xb.shape[0] / n_total
        loss = F.cross_entropy(model(xb), yb)
        (loss * share).backward()
        loss_value += loss.item() * share
    return loss_value
