# Right: keeps every write in place but moves the scale onto h (h *= scale: h is the output of an add, which nothing saved; mul_'s own backward is handled by autograd), so sigmoid's saved output is never overwritten.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        h *= self.scale                    # the order of the factors is free
        g = torch.sigmoid(self.gate(x))
        out = h * g
        out += x
        return torch.relu_(out)
