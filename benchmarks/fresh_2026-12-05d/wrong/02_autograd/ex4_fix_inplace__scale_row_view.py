# Mistake: "`x` may have any number of leading dimensions ... keep every shape" / "`x`: shape `(D,)`" — scale is reshaped to a (1, D) row "to broadcast over the batch", which turns the output of a 1-D input (D,) into shape (1, D).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale.view(1, -1)
        out = h * g
        out += x
        return torch.relu_(out)
