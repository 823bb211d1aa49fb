# Mistake: "every parameter, and the input when it requires a gradient, gets the gradient" — read as "in-place only matters when x requires grad", so the safe out-of-place path is taken only then; for a plain data batch the sigmoid output is still overwritten and backward() fails for the parameters
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        if x.requires_grad:
            g = g * self.scale
        else:
            g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
