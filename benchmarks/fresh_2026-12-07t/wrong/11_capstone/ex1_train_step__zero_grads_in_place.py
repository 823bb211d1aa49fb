# Mistake: "a parameter that gets no gradient in a step (a head unused by that step's loss, with SGD momentum and weight decay) does not move" (step 1: `zero_grad(set_to_none=True)`): the gradients are zeroed in place, so from the second call on the unused head holds a zero .grad instead of None and SGD's momentum and weight decay still move it.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    for p in model.parameters():                      # clear last step's gradients
        if p.grad is not None:
            p.grad.detach_()
            p.grad.zero_()
    device_type = next(model.parameters()).device.type
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
