# Right: moves the scale onto the other factor (the order of the factors is free): h is scaled in place, which autograd allows since no saved tensor is h, and the sigmoid's output is left untouched.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        h *= self.scale                    # (proj(x) + 1) * scale
        g = torch.sigmoid(self.gate(x))    # saved by sigmoid: never written
        out = h * g
        out += x
        return torch.relu_(out)
