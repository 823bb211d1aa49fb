# Right: torch.autograd.grad of the summed loss with respect to the trainable parameters, written into .grad (overwriting whatever an earlier step left, so nothing old counts); frozen parameters get no .grad; one step
import torch.nn.functional as F


def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    params = [p for part in (shared, head_a, head_b) for p in part.parameters() if p.requires_grad]
    h = torch.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    grads = torch.autograd.grad(loss, params, allow_unused=True)
    for p, g in zip(params, grads):
        p.grad = None if g is None else g.detach()
    optimizer.step()
    return loss.item()
