# Mistake: "1. clear the old gradients (`zero_grad(set_to_none=True)`: a parameter that gets no gradient in this step then keeps `.grad = None` ...)" with "a parameter that gets no gradient in a step (a head unused by that step's loss, with SGD momentum and weight decay) does not move" — clears with zero_grad(set_to_none=False): the unused head keeps a zero gradient, so SGD still applies weight decay and the momentum of earlier steps to it and it moves
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=False)
    with torch.autocast(device_type=next(model.parameters()).device.type, dtype=amp_dtype,
                        enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
