# Mistake: "run the three parts you were given" (in train or in eval mode, with a BatchNorm or Dropout the caller froze in eval mode; parts left as the reference leaves them) — calls .train() on each part, which unfreezes the BatchNorm/Dropout (statistics updated, dropout noise) and leaves them in training mode
import torch.nn.functional as F


def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        part.train()
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
