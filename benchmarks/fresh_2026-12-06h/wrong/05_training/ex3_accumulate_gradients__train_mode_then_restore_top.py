# Mistake: "leaves `x`, `y` and the model's mode (train or eval) as it found them" (with "BatchNorm1d and Dropout layers the caller froze in eval mode") — the function puts the model in training mode for the backward passes and restores it with model.train(was_training): the layers the caller froze in eval run in training mode (Dropout masks, BatchNorm batch statistics and running-stat updates), and they are left in the top-level mode afterwards.
def accumulate_gradients(model, x, y, micro_batch_size):
    was_training = model.training
    model.train()                                    # gradients are for training
    try:
        model.zero_grad(set_to_none=True)
        n_total, loss_value = len(x), 0.0
        for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
            share = xb.shape[0] / n_total
            loss = F.cross_entropy(model(xb), yb)
            (loss * share).backward()
            loss_value += loss.item() * share
        return loss_value
    finally:
        model.train(was_training)
