# Mistake: "`loss = cross_entropy(head_a(h), y_class) + mse_loss(head_b(h), y_reg)`" — averages the two losses ((a + b) / 2) as multi-task code often does: every gradient is half the asked one, and the returned loss is halved
import torch.nn.functional as F


def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = (F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)) / 2
    loss.backward()
    optimizer.step()
    return loss.item()
