# Mistake: "run it under autocast on the device type of the model's parameters" - hard-codes torch.autocast("cuda", ...) from the practitioner template, so for a model on the CPU with amp_dtype bfloat16 or float16 the forward runs in float32 instead of amp_dtype.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast("cuda", dtype=amp_dtype or torch.float16, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
