# Mistake: "a frozen parameter holds no `.grad` before the call and none after" — clears by assigning torch.zeros_like to every parameter's .grad, so a frozen weight leaves with a zero .grad instead of None.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = torch.zeros_like(p)
    n_total = len(x)
    loss_sum = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        weighted = F.cross_entropy(model(xb), yb) * len(xb) / n_total
        weighted.backward()
        loss_sum += weighted.item()
    return loss_sum
