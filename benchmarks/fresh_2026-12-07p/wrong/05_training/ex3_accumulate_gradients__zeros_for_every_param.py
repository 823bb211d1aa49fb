# Mistake: "a frozen parameter holds no `.grad` before the call and none after": the learner starts the accumulation from explicit zeros on every parameter, so a frozen parameter (requires_grad=False) leaves with a zero .grad that an optimizer with weight decay or momentum would then act on.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = torch.zeros_like(p)          # accumulate from zero
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / len(x))
        loss.backward()
        total += loss.item()
    return total
