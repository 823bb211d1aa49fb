# Mistake: "train it in training mode ..., and leave it in training mode" — the mode it arrived in is restored at the end (a model that came in eval mode, or with its Dropout in eval, goes back to it)
import torch
import torch.nn.functional as F


def train_epoch(model, optimizer, batches):
    modes = {m: m.training for m in model.modules()}
    model.train()
    losses = []
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    for m, was in modes.items():
        m.training = was
    return torch.stack(losses).mean().item()
