# Right: clears every parameter's .grad by hand (set to None, as zero_grad does), then two backward calls (the first keeps the graph) accumulate both losses' gradients before the single step
import torch.nn.functional as F


def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        for p in part.parameters():
            p.grad = None
    h = F.relu(shared(x))
    loss_class = F.cross_entropy(head_a(h), y_class)
    loss_reg = F.mse_loss(head_b(h), y_reg)
    loss_class.backward(retain_graph=True)
    loss_reg.backward()
    optimizer.step()
    return float(loss_class.item() + loss_reg.item())
