# Diagnosis: single-backward
# Pitfall: micro-batch forward passes but one backward() at the end: every graph is kept until then.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    logits = torch.cat([model(xb) for xb in x.split(micro_batch_size)])
    loss = F.cross_entropy(logits, y)
    loss.backward()
    return loss.item()
