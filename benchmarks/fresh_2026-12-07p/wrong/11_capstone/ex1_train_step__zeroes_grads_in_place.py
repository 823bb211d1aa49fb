# Mistake: "clear the old gradients (`zero_grad(set_to_none=True)`: a parameter that gets no gradient in this step then keeps `.grad = None`, and the optimizer skips it; a tensor of zeros would still get momentum and weight decay)" and "a parameter that gets no gradient in a step ... does not move": the gradients are zeroed in place, so from the second call on, the head unused by the loss keeps a zero .grad and SGD with momentum and weight decay still moves it.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    for p in model.parameters():
        if p.grad is not None:
            p.grad.zero_()                               # reuse the gradient buffers
    device_type = next(model.parameters()).device.type
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
