# Right: model.train() (recursive), zero_grad before each backward, detached losses kept on their device in a list, one torch.stack(...).mean() and a single .item() after the last step
import torch
import torch.nn.functional as F


def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for x, y in batches:
        optimizer.zero_grad()
        out = model(x)
        loss = F.cross_entropy(out, y)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.stack(losses).mean().item()
