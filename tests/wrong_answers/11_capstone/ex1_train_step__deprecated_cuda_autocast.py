# Diagnosis: no-autocast
# Pitfall: the practitioner notes' torch.cuda.amp.autocast only covers CUDA ops; a CPU model's forward stays in float32.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    with torch.cuda.amp.autocast(dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
