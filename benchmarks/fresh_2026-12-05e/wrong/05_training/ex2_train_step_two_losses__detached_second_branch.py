# Mistake: "whose gradients come from **both** losses" — the regression loss is computed on h.detach() (to save the retain_graph of a second backward), so `shared` receives no gradient from the MSE term
import torch.nn.functional as F


def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_a.backward()
    loss_b = F.mse_loss(head_b(h.detach()), y_reg)
    loss_b.backward()
    optimizer.step()
    return loss_a.item() + loss_b.item()
