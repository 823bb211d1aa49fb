# Mistake: "leaves ... the model's mode (train or eval) as it found it": the model is put in eval mode for the accumulation and restored with model.train(was_training), which also switches a BatchNorm or Dropout the caller had frozen in eval mode inside a training model back to training mode.
def accumulate_gradients(model, x, y, micro_batch_size):
    was_training = model.training
    model.eval()                      # micro-batches must not see different layer behaviour
    model.zero_grad()
    B = x.shape[0]
    total = 0.0
    for xb, yb in zip(torch.split(x, micro_batch_size), torch.split(y, micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / B
        loss.backward()
        total += loss.item()
    model.train(was_training)
    return total
