# Approach: autocast only when there is a dtype (nullcontext otherwise); gradients cleared at the
# end of the step.
import contextlib

from torch.nn.utils import clip_grad_norm_


def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = list(model.parameters())
    if amp_dtype is None:
        context = contextlib.nullcontext()
    else:
        context = torch.amp.autocast(device_type=params[0].device.type, dtype=amp_dtype)
    with context:
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = clip_grad_norm_(params, max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    model.zero_grad(set_to_none=True)
    return loss.detach(), grad_norm
