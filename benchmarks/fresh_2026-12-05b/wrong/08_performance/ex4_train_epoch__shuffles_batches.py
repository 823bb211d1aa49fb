# Mistake: "Leave the batches as you found them" -- shuffles the caller's list in place (and draws from the global random generator) before the epoch.
import random

def train_epoch(model, optimizer, batches):
    model.train()
    random.shuffle(batches)
    acc = []
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        acc.append(loss.detach())
    return sum(acc).div(len(acc)).item()
