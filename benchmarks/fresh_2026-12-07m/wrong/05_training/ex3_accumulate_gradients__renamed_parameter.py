# Mistake: "Write `accumulate_gradients(model, x, y, micro_batch_size)`": the last parameter is named micro_bs, so a caller passing micro_batch_size=4 by name gets a TypeError.
def accumulate_gradients(model, x, y, micro_bs):
    model.zero_grad()
    total = x.new_zeros(())
    for xb, yb in zip(x.split(micro_bs), y.split(micro_bs)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / len(x))
        loss.backward()
        total = total + loss.detach()
    return total.item()
