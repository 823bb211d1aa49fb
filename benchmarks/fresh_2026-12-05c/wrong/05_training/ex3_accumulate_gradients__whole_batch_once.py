# Mistake: "the model never sees more than `micro_batch_size` examples at once" — runs the whole batch in one forward and backward (same gradient, no accumulation)
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    loss = F.cross_entropy(model(x), y)
    loss.backward()
    return loss.item()
